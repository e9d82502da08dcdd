# The safety page (/safety): its links. Its title and sections are the pastor's words in the
# content (programme.json's `safety`).

safety-back = Back to Cover
safety-all-days = All days

# The "stop" section opens with this line, then the church's emergency number as a phone link.
safety-emergency-call = Call emergency services now
# The pastoral contact, on the safety page and opening the print edition: who to reach ($name),
# then their phone and e-mail as links.
safety-pastoral-contact = For prayer and pastoral care, reach { $name }
