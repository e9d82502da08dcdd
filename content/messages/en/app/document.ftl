# Each page's document: what a browser shows before the app runs, search engines and share cards.

document-title = 40-Day Prayer Fast
document-description = A personal guide for the church's 40-day prayer fast: daily scripture, prayer, timed slots, journals and declarations.
document-noscript = This prayer guide needs JavaScript to run.

## The installed app (its web manifest)

manifest-name = 40-Day Prayer Fast — Personal Guide
manifest-short-name = Prayer Fast
