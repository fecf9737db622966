# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Дайте този код на приятел, за да ви добави.
people-invited = Поканата за { $name } е изпратена: играта започва, когато бъде приета.
people-invite-from = { $name } ви кани: { $mode }, { $language }
people-invite-to = Чака се { $name }: { $mode }, { $language }
people-request-from = { $name } иска да сте приятели
people-request-to = Чака се { $name } да приеме молбата
people-bad-seat = Играта няма място { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Обиден чат
people-reason-cheating = Измама
people-reason-offensive-name = Обидно име
people-reason-spam = Спам
people-reason-stalling = Протакане на играта
people-reason-other = Нещо друго

## The shells' screens.
people-ui-statistics = Статистика
people-ui-bots = Срещу ботове
people-ui-online = Онлайн
people-ui-ratings = Рейтинги
people-ui-not-registered = Първо изиграйте игра онлайн: с нея идват онлайн резултатите и приятелите ви.
people-ui-friends = Приятели
people-ui-your-code = Вашият код за приятели
people-ui-friend-code = Код на приятел
people-ui-add = Добави
people-ui-requests = Молби за приятелство
people-ui-accept = Приеми
people-ui-decline = Откажи
people-ui-remove = Премахни
people-ui-remove-title = Да се премахне ли { $name }?
people-ui-remove-text = { $name } излиза от списъка ви с приятели. По-късно можете да се добавите отново.
people-ui-invite = Покани
people-ui-invite-title = Покана за { $name }
people-ui-invites = Покани
people-ui-join = Играй
people-ui-chat = Чат
people-ui-message = Съобщение
people-ui-send = Изпрати
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Чатът е включен
people-ui-add-friend = Добави като приятел
people-ui-block = Блокирай
people-ui-report = Докладвай
people-ui-report-title = Докладвай { $name }
people-ui-report-text = Повече подробности (по избор)

## Реванши, ваканции и списъкът с блокирани (моделите на екраните на FFI).
people-rematch-none = Още веднъж? Предложете реванш: същите играчи, всеки преместен с едно място.
people-rematch-offered = { $name } предлага реванш.
people-rematch-by-me = Предложихте реванш. Чака се отговор от { $names }.
people-rematch-waiting = { $name } предлага реванш. Чака се отговор от { $names }.
people-rematch-declined = { $name } отказа реванша.
people-rematch-you-declined = Отказахте реванша.
people-rematch-started = Всички приеха: новата игра започна.
people-names-and = { $first } и { $last }
people-date = { $month ->
    [1] { $day } януари
    [2] { $day } февруари
    [3] { $day } март
    [4] { $day } април
    [5] { $day } май
    [6] { $day } юни
    [7] { $day } юли
    [8] { $day } август
    [9] { $day } септември
    [10] { $day } октомври
    [11] { $day } ноември
   *[12] { $day } декември
}
people-date-time = { $date }, { $time }
people-vacation-on = Във ваканция до { $date }.
people-vacation-left = { $left ->
    [one] Остава { $left } от { $allowed } дни ваканция за { $year } г.
   *[other] Остават { $left } от { $allowed } дни ваканция за { $year } г.
}
people-vacation-help = Докато сте във ваканция, дневните ви игри ви чакат: сроковете им спират, а съперниците виждат докога ви няма. Бързите игри не чакат. Започнатият ден се брои цял.
people-vacation-seat = { $name } е във ваканция до { $date }.
people-vacation-seat-me = Във ваканция сте до { $date }.
people-blocked-on = блокиран(а) на { $date }
people-blocks-none = Не сте блокирали никого.
people-blocks-help = Само вие виждате този списък. Чатът на блокиран играч не стига до вас, никога не ви събират в игра и поканите му за приятелство отпадат. Той не научава за това.
people-unblocked = { $name } вече не е блокиран(а).
people-unblocked-someone = Играчът вече не е блокиран.
people-bad-vacation-days = Ваканцията е поне един ден, не { $days }.
people-bad-player = Кажете кой играч да бъде отблокиран.

## Реванши, ваканции и списъкът с блокирани (екраните на приложенията).
people-ui-rematch = Реванш
people-ui-open-game = Отвори новата игра
people-ui-vacation = Ваканция
people-ui-vacation-days = { $days ->
    [one] { $days } ден
   *[other] { $days } дни
}
people-ui-start-vacation = Започни ваканция
people-ui-end-vacation = Прекрати ваканцията
people-ui-fewer-days = По-малко дни
people-ui-more-days = Повече дни
people-ui-blocked = Блокирани играчи
people-ui-unblock = Отблокирай
