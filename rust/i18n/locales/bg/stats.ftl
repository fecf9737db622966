# Статистика и рейтинги, онлайн и срещу ботове.
statistics-title = Статистика
statistics-number = { $n }
statistics-tab-bots = Срещу ботове
statistics-tab-online = Онлайн
statistics-overall = Всички игри
statistics-kind-bots = { $language }, ботове: { $level }
statistics-kind-online = { $language }, { $mode }
statistics-games = Игри
statistics-wins = Победи
statistics-losses = Загуби
statistics-draws = Равни
statistics-average-score = Среден резултат
statistics-average-opponent = Среден резултат на противниците
statistics-best-play = Най-добър ход
statistics-best-play-value = { $word }, { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}
statistics-highest-game = Най-висок резултат
statistics-bingos = Бинго на игра
statistics-resignations = Предадени игри
statistics-eliminations = Предадени или с изтекло време
statistics-nothing-yet = още няма
statistics-none-bots = Още няма завършени игри срещу ботове. Завършете една и числата ѝ ще се появят тук.
statistics-none-online = Още няма завършени онлайн игри.
statistics-ratings = Рейтинги
statistics-no-ratings = Още няма игри с рейтинг: всеки започва от 1500.
statistics-rating = { $rating } ± { $deviation }
statistics-rated-games = { $games ->
    [one] { $games } игра с рейтинг
   *[other] { $games } игри с рейтинг
}
statistics-offline = Сървърът е недостъпен: това са числата, които изпрати последния път.
statistics-not-registered = Регистрирайте се в „Онлайн“, за да виждате тук онлайн резултатите и рейтингите си.
statistics-retry = Опитайте отново
