# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Покана за игра
push-friend-invite = { $opponents } ви кани на игра.

## slovo online friends|chat|block|report.
social-code = Вашият код за приятели: { $code }
social-friends-none = Още нямате приятели: дайте кода си на приятел или добавете играч от игра.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = играе в момента
social-presence-recent = на линия
social-presence-offline = извън линия
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) иска да ви бъде приятел
social-outgoing-line = Чака се { $name } ({ $id }) да приеме поканата ви за приятелство
social-requested = Поканата за приятелство е изпратена до { $name }.
social-friends-now = Вие и { $name } вече сте приятели.
social-declined = Отказано.
social-removed = Премахнато.
social-invited = { $name } е поканен (покана { $id }).
social-invite-in = { $name } ви кани: { $mode }, { $language } (покана { $id }, { $status })
social-invite-out = Поканихте { $name }: { $mode }, { $language } (покана { $id }, { $status })
social-invite-pending = чака
social-invite-accepted = приета
social-invite-declined = отказана
social-invites-none = Няма покани.
social-joined = Включихте се: игра { $id } започна.
social-chat-line = { $name }: { $text }
social-chat-none = Още няма съобщения.
social-chat-sent = Съобщението е изпратено.
social-chat-on = Чатът ви е включен.
social-chat-off = Чатът ви е изключен: нито виждате, нито изпращате съобщения.
social-blocked = { $name } е блокиран. Няма да разбере.
social-unblocked = Блокирането е премахнато.
social-blocks-none = Не сте блокирали никого.
social-block-line = { $name } ({ $id })
social-reported = Сигналът ви е изпратен до оператора на сървъра. Благодарим ви.
social-target-needed = Посочете играча: като PLAYER (или CODE), или с --game ИГРА --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = Този играч вече е блокиран.
server-already-friends = Вече сте приятели.
server-already-reported = Този играч вече е докладван в тази игра.
server-blocked = Този играч е блокиран: първо махни блокирането.
server-chat-off = Чатът ти е изключен: включи го, за да четеш и пращаш съобщения.
server-empty-message = Съобщението е празно.
server-invalid-report = Докладът трябва да има една от изброените причини и най-много 500 знака текст.
server-invalid-target = Посочи играча с код за приятел или с място в игра, която играете заедно.
server-invite-answered = На тази покана вече е отговорено.
server-invite-not-found = Нямаш такава покана.
server-message-too-long = Съобщението е твърде дълго: най-много 200 знака.
server-no-friend-request = Този играч не те е молил за приятелство.
server-no-such-seat = В играта няма такова място.
server-not-blocked = Този играч не е блокиран.
server-not-friends = Този играч не ти е приятел.
server-not-yourself = Това си ти.
server-player-not-found = Няма такъв играч.
server-unknown-friend-code = Никой играч няма този код за приятел: провери го и опитай отново.
