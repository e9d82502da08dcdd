# The safety page (/safety): its links. Its title and sections are the pastor's words in the
# content (programme.json's `safety`).

safety-back = Back to Cover
safety-all-days = All days
