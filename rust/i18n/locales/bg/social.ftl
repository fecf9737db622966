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
