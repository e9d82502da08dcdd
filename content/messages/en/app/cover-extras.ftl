# Below the cover's first screen, loaded after it shows (the rest of it is other features' words).

# The link at the foot of the cover to the privacy page.
cover-extras-privacy = Your privacy

# The link to the prayer wall (/prayer-wall), below fasting safely.
cover-extras-prayer-wall = Prayer wall

# The link to keeping watch (/watch), below the prayer wall's, for a church that keeps its watch in turns.
cover-extras-watch = Keep watch
