# Installing the app, working offline and updating it.

## Install

install-app = Install app
install-ios-title = Install on your iPhone
# Before and after the Share icon in Safari's toolbar.
install-ios-share-before = Tap the Share button
install-ios-share-after = in Safari's toolbar.
install-ios-share-icon = Share
# Safari's own words in quotes.
install-ios-add = Choose “Add to Home Screen”, then tap Add.

## Offline and updates

install-offline-ready-title = Ready to work offline
install-offline-ready = Every day of the guide now opens without a connection.
install-update-available = A new version is available
install-update-later = Later
install-update-reload = Reload
