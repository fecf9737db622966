# Statistiky a hodnocení, online a proti botům.
statistics-title = Statistiky
statistics-number = { $n }
statistics-tab-bots = Proti botům
statistics-tab-online = Online
statistics-overall = Všechny hry
statistics-kind-bots = { $language }, boti: { $level }
statistics-kind-online = { $language }, { $mode }
statistics-games = Hry
statistics-wins = Výhry
statistics-losses = Prohry
statistics-draws = Remízy
statistics-average-score = Průměrné skóre
statistics-average-opponent = Průměr soupeřů
statistics-best-play = Nejlepší tah
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
statistics-highest-game = Nejvyšší hra
statistics-bingos = Bingo na hru
statistics-resignations = Vzdané hry
statistics-eliminations = Vzdané nebo po čase
statistics-nothing-yet = zatím žádný
statistics-none-bots = Zatím žádné dohrané hry proti botům. Dohrajte jednu a její čísla se objeví tady.
statistics-none-online = Zatím žádné dohrané online hry.
statistics-ratings = Hodnocení
statistics-no-ratings = Zatím žádné hodnocené hry: každý začíná na 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } hodnocená hra
    [few] { $games } hodnocené hry
   *[other] { $games } hodnocených her
}
statistics-offline = Server je nedostupný: toto jsou čísla, která poslal naposledy.
statistics-not-registered = Zaregistrujte se v části Online a uvidíte tu své online výsledky a hodnocení.
statistics-retry = Zkusit znovu
