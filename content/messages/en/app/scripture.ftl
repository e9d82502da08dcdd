# A scripture passage on a slot (the day's guide and the print edition).

# $reference: "Psalm 24:7-8".
scripture-read = Read {$reference}
