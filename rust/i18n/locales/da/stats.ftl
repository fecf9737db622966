# Statistik og ratings, online og mod bots.
statistics-title = Statistik
statistics-number = { $n }
statistics-tab-bots = Mod bots
statistics-tab-online = Online
statistics-overall = Alle spil
statistics-kind-bots = { $language }, bots: { $level }
statistics-kind-online = { $language }, { $mode }
statistics-games = Spil
statistics-wins = Sejre
statistics-losses = Nederlag
statistics-draws = Uafgjorte
statistics-average-score = Gennemsnitlig score
statistics-average-opponent = Modstandernes gennemsnit
statistics-best-play = Bedste træk
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } point
   *[other] { $points } point
}
statistics-highest-game = Højeste spil
statistics-bingos = Bingoer pr. spil
statistics-resignations = Opgivne spil
statistics-eliminations = Opgivet eller tiden løbet ud
statistics-nothing-yet = ingen endnu
statistics-none-bots = Ingen færdige spil mod bots endnu. Spil et færdigt, så kommer tallene her.
statistics-none-online = Ingen færdige onlinespil endnu.
statistics-ratings = Ratings
statistics-no-ratings = Ingen ratede spil endnu: alle starter på 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } ratet spil
   *[other] { $games } ratede spil
}
statistics-offline = Serveren kan ikke nås: det er de tal, den gav sidst.
statistics-not-registered = Registrér dig under Online for at se dine onlineresultater og ratings her.
statistics-retry = Prøv igen
