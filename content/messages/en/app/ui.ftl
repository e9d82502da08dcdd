# Shared parts of every page: the toasts, the offline banner and the row of links at the top.
# Part of the first load: keep this file small.

## Toasts

toasts-region = Notifications
toast-dismiss = Dismiss notification

## The offline banner

offline-banner = You're offline. The guide still works.

## The links at the top of a page

page-nav = Guide
