# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Giv denne kode til en ven, så de kan tilføje dig.
people-invited = { $name } er inviteret: spillet starter, når invitationen bliver accepteret.
people-invite-from = { $name } inviterer dig: { $mode }, { $language }
people-invite-to = Venter på { $name }: { $mode }, { $language }
people-request-from = { $name } vil gerne være din ven
people-request-to = Venter på, at { $name } accepterer
people-bad-seat = Et spil har ingen plads { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Krænkende chat
people-reason-cheating = Snyd
people-reason-offensive-name = Stødende navn
people-reason-spam = Spam
people-reason-stalling = Trækker spillet ud
people-reason-other = Noget andet

## The shells' screens.
people-ui-statistics = Statistik
people-ui-bots = Mod bots
people-ui-online = Online
people-ui-ratings = Ratings
people-ui-not-registered = Spil først et spil online: dine onlineresultater og venner følger med.
people-ui-friends = Venner
people-ui-your-code = Din vennekode
people-ui-friend-code = En vens kode
people-ui-add = Tilføj
people-ui-requests = Venneanmodninger
people-ui-accept = Accepter
people-ui-decline = Afvis
people-ui-remove = Fjern
people-ui-remove-title = Fjern { $name }?
people-ui-remove-text = { $name } forsvinder fra din venneliste. I kan tilføje hinanden igen senere.
people-ui-invite = Inviter
people-ui-invite-title = Inviter { $name }
people-ui-invites = Invitationer
people-ui-join = Spil
people-ui-chat = Chat
people-ui-message = Besked
people-ui-send = Send
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Chat slået til
people-ui-add-friend = Tilføj som ven
people-ui-block = Bloker
people-ui-report = Anmeld
people-ui-report-title = Anmeld { $name }
people-ui-report-text = Fortæl mere (valgfrit)
