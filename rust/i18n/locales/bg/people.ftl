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
