# Un pasaje de la Escritura en un momento de oración (la guía del día y la edición impresa).

# $reference: "Salmos 24:7-8".
scripture-read = Lee {$reference}
