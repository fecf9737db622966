# Statistika i rejting, online i protiv botova.
statistics-title = Statistika
statistics-number = { $n }
statistics-tab-bots = Protiv botova
statistics-tab-online = Online
statistics-overall = Sve igre
statistics-kind-bots = { $language }, botovi: { $level }
statistics-kind-online = { $language }, { $mode }
statistics-games = Igre
statistics-wins = Pobjede
statistics-losses = Porazi
statistics-draws = Neriješeno
statistics-average-score = Prosječni rezultat
statistics-average-opponent = Prosjek protivnika
statistics-best-play = Najbolji potez
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
}
statistics-highest-game = Najbolja igra
statistics-bingos = Bingo po igri
statistics-resignations = Predane igre
statistics-eliminations = Predano ili isteklo vrijeme
statistics-nothing-yet = još nijedan
statistics-none-bots = Još nema završenih igara protiv botova. Završite jednu i njezini će se brojevi pojaviti ovdje.
statistics-none-online = Još nema završenih online igara.
statistics-ratings = Rejting
statistics-no-ratings = Još nema igara za rejting: svi počinju od 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } igra za rejting
    [few] { $games } igre za rejting
   *[other] { $games } igara za rejting
}
statistics-offline = Poslužitelj nije dostupan: ovo su brojevi koje je poslao zadnji put.
statistics-not-registered = Registrirajte se u dijelu Online da biste ovdje vidjeli svoje online rezultate i rejting.
statistics-retry = Pokušaj ponovno
