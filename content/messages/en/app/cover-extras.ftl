# Below the cover's first screen, loaded after it shows (the rest of it is other features' words).

# The link at the foot of the cover to the privacy page.
cover-extras-privacy = Your privacy
