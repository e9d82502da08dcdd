# El registro de hidratación en la guía de un día: los vasos de agua que tomas durante el ayuno.

hydration-title = Hidratación
hydration-count =
    {$count} de {$goal} { $goal ->
        [one] vaso
       *[other] vasos
    }
# El grupo de vasos, y cada vaso: "Vaso 3".
hydration-glasses = Vasos de agua
hydration-glass = Vaso {$number}
hydration-hint = Toca los vasos para llevar la cuenta del agua que tomas durante el ayuno
