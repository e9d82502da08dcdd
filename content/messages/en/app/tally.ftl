# The church's tally: members who choose it are counted, anonymously, at each prayer time they
# tick; today's page says how many prayed together.

## Being counted

tally-choice = Count my prayers in the church’s tally, anonymously
tally-sends = Only the day, the prayer time you tick and a random code that changes every day are sent: never your name, address, journal or device.
tally-privacy = More on privacy

## Asked once, after a member's first tick

tally-invite-title = Pray together with your church?
tally-invite = Your church can see how many of us prayed at each prayer time, without knowing who.
tally-invite-yes = Count my prayers
tally-invite-no = Not now

## Praying together (today's page)

tally-together-title = Praying together
tally-together-note = Each prayer time’s count appears an hour after it begins.
# $count: how many devices were counted (5 or more); $people: that number as written ("1,312");
# $time: the prayer time ("6:00 AM").
# English needs one form only ("1 of us" reads well); other languages may choose by $count.
tally-prayed-at = { $count ->
       *[other] {$people} of us prayed at {$time} today
    }
# $watch: the prayer watch's title, in lower case ("prayer watch").
tally-kept-watch = { $count ->
       *[other] {$people} of us kept the {$watch} today
    }
