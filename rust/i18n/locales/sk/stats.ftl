# Štatistiky a hodnotenia, online a proti botom.
statistics-title = Štatistiky
statistics-number = { $n }
statistics-tab-bots = Proti botom
statistics-tab-online = Online
statistics-overall = Všetky hry
statistics-kind-bots = { $language }, boti: { $level }
statistics-kind-online = { $language }, { $mode }
statistics-games = Hry
statistics-wins = Výhry
statistics-losses = Prehry
statistics-draws = Remízy
statistics-average-score = Priemerné skóre
statistics-average-opponent = Priemer súperov
statistics-best-play = Najlepší ťah
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodov
}
statistics-highest-game = Najvyššia hra
statistics-bingos = Bingá na hru
statistics-resignations = Vzdané hry
statistics-eliminations = Vzdané alebo po čase
statistics-nothing-yet = zatiaľ žiadny
statistics-none-bots = Zatiaľ žiadne dohrané hry proti botom. Dohrajte jednu a jej čísla sa objavia tu.
statistics-none-online = Zatiaľ žiadne dohrané online hry.
statistics-ratings = Hodnotenia
statistics-no-ratings = Zatiaľ žiadne hodnotené hry: každý začína na 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } hodnotená hra
    [few] { $games } hodnotené hry
   *[other] { $games } hodnotených hier
}
statistics-offline = Server je nedostupný: toto sú čísla, ktoré poslal naposledy.
statistics-not-registered = Zaregistrujte sa v časti Online a uvidíte tu svoje online výsledky a hodnotenia.
statistics-retry = Skúsiť znova
