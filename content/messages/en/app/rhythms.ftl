# Choosing a rhythm of prayer: on a day's guide (one line) and on the journey (the three rhythms).
# The rhythms' names and lines are content (programme.json's `rhythms`).

## A day's line

rhythms-your-rhythm = Your rhythm

## The three rhythms

rhythms-chooser-legend = Choose your rhythm of prayer
rhythms-chooser-note = Each is a full way to keep the fast. Every day's page and your reminders follow your choice, nothing you have ticked or written is lost, and you can change it at any time.
