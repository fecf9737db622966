# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Invitation til et spil
push-friend-invite = { $opponents } inviterer dig til et spil.

## slovo online friends|chat|block|report.
social-code = Din vennekode: { $code }
social-friends-none = Ingen venner endnu: giv din kode til en ven, eller tilføj en spiller fra et spil.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = spiller nu
social-presence-recent = online
social-presence-offline = offline
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) vil gerne være din ven
social-outgoing-line = Venter på, at { $name } ({ $id }) accepterer din anmodning
social-requested = Venneanmodning sendt til { $name }.
social-friends-now = Du og { $name } er venner nu.
social-declined = Afvist.
social-removed = Fjernet.
social-invited = { $name } er inviteret (invitation { $id }).
social-invite-in = { $name } inviterer dig: { $mode }, { $language } (invitation { $id }, { $status })
social-invite-out = Du inviterede { $name }: { $mode }, { $language } (invitation { $id }, { $status })
social-invite-pending = venter
social-invite-accepted = accepteret
social-invite-declined = afvist
social-invites-none = Ingen invitationer.
social-joined = Du er med: spil { $id } er begyndt.
social-chat-line = { $name }: { $text }
social-chat-none = Ingen beskeder endnu.
social-chat-sent = Besked sendt.
social-chat-on = Din chat er slået til.
social-chat-off = Din chat er slået fra: du hverken ser eller sender beskeder.
social-blocked = { $name } er blokeret. Vedkommende får det ikke at vide.
social-unblocked = Blokeringen er ophævet.
social-blocks-none = Du har ikke blokeret nogen.
social-block-line = { $name } ({ $id })
social-reported = Din anmeldelse er sendt til serverens operatør. Tak.
social-target-needed = Angiv spilleren: som PLAYER (eller CODE), eller med --game SPIL --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = Du har allerede blokeret denne spiller.
server-already-friends = I er allerede venner.
server-already-reported = Du har allerede anmeldt denne spiller i dette spil.
server-blocked = Du har blokeret denne spiller: ophæv blokeringen først.
server-chat-off = Din chat er slået fra: slå den til for at læse og sende beskeder.
server-empty-message = Beskeden er tom.
server-invalid-report = En anmeldelse skal have en af de viste grunde og højst 500 tegns tekst.
server-invalid-target = Angiv spilleren med vennekode eller med en plads i et spil, I spiller sammen.
server-invite-answered = Invitationen er allerede besvaret.
server-invite-not-found = Du har ingen sådan invitation.
server-message-too-long = Beskeden er for lang: højst 200 tegn.
server-no-friend-request = Denne spiller har ikke bedt om at blive din ven.
server-no-such-seat = Spillet har ingen sådan plads.
server-not-blocked = Du har ikke blokeret denne spiller.
server-not-friends = Denne spiller er ikke din ven.
server-not-yourself = Det er dig selv.
server-player-not-found = Der findes ingen sådan spiller.
server-unknown-friend-code = Ingen spiller har denne vennekode: tjek den, og prøv igen.
