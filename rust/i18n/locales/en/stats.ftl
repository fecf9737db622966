# Statistics and ratings, online and against bots.
statistics-title = Statistics
statistics-number = { $n }
statistics-tab-bots = Against bots
statistics-tab-online = Online
statistics-overall = All games
statistics-kind-bots = { $language }, { $level } bots
statistics-kind-online = { $language }, { $mode }
statistics-games = Games
statistics-wins = Wins
statistics-losses = Losses
statistics-draws = Draws
statistics-average-score = Average score
statistics-average-opponent = Opponents' average
statistics-best-play = Best play
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
statistics-highest-game = Highest game
statistics-bingos = Bingos per game
statistics-resignations = Resignations
statistics-eliminations = Resigned or out of time
statistics-nothing-yet = none yet
statistics-none-bots = No finished games against bots yet. Finish one and its numbers appear here.
statistics-none-online = No finished online games yet.
statistics-ratings = Ratings
statistics-no-ratings = No rated games yet: everyone starts at 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
statistics-offline = The server cannot be reached: these are the numbers it gave last time.
statistics-not-registered = Register in Online to see your online record and ratings here.
statistics-retry = Try again
