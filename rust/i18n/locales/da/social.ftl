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
