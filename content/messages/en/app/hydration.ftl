# The hydration tracker on a day's guide: glasses of water drunk during the fast.

hydration-title = Hydration
hydration-count =
    {$count} of {$goal} { $goal ->
        [one] glass
       *[other] glasses
    }
# The group of glasses, and each glass: "Glass 3".
hydration-glasses = Glasses of water
hydration-glass = Glass {$number}
hydration-hint = Tap glasses to track your water intake during the fast
