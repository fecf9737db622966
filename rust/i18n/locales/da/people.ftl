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

## Revancher, ferie og blokeringslisten (FFI'ens visningsmodeller).
people-rematch-none = En gang til? Tilbyd en revanche: de samme spillere, hver rykket én plads.
people-rematch-offered = { $name } tilbyder en revanche.
people-rematch-by-me = Du tilbød en revanche. Venter på svar fra { $names }.
people-rematch-waiting = { $name } tilbyder en revanche. Venter på svar fra { $names }.
people-rematch-declined = { $name } afslog revanchen.
people-rematch-you-declined = Du afslog revanchen.
people-rematch-started = Alle sagde ja: det nye spil er begyndt.
people-names-and = { $first } og { $last }
people-date = { $month ->
    [1] { $day }. jan.
    [2] { $day }. feb.
    [3] { $day }. mar.
    [4] { $day }. apr.
    [5] { $day }. maj
    [6] { $day }. jun.
    [7] { $day }. jul.
    [8] { $day }. aug.
    [9] { $day }. sep.
    [10] { $day }. okt.
    [11] { $day }. nov.
   *[12] { $day }. dec.
}
people-date-time = { $date } kl. { $time }
people-vacation-on = På ferie til { $date }.
people-vacation-left = { $left ->
    [one] { $left } af { $allowed } feriedage tilbage i { $year }.
   *[other] { $left } af { $allowed } feriedage tilbage i { $year }.
}
people-vacation-help = Mens du er på ferie, venter dine daglige spil på dig: deres frister står stille, og dine modstandere ser, hvornår du er tilbage. Hurtige spil venter ikke. En påbegyndt dag tæller helt.
people-vacation-seat = { $name } er på ferie til { $date }.
people-vacation-seat-me = Du er på ferie til { $date }.
people-blocked-on = blokeret { $date }
people-blocks-none = Du har ikke blokeret nogen.
people-blocks-help = Kun du ser denne liste. En blokeret spillers chat når aldrig frem til dig, du bliver aldrig parret med vedkommende, og deres venneanmodninger droppes. De får det ikke at vide.
people-unblocked = { $name } er ikke længere blokeret.
people-unblocked-someone = Spilleren er ikke længere blokeret.
people-bad-vacation-days = En ferie varer mindst én dag, ikke { $days }.
people-bad-player = Sig, hvilken spiller der skal fjernes fra blokeringen.

## Revancher, ferie og blokeringslisten (appernes skærme).
people-ui-rematch = Revanche
people-ui-open-game = Åbn det nye spil
people-ui-vacation = Ferie
people-ui-vacation-days = { $days ->
    [one] { $days } dag
   *[other] { $days } dage
}
people-ui-start-vacation = Start ferie
people-ui-end-vacation = Afslut ferie
people-ui-fewer-days = Færre dage
people-ui-more-days = Flere dage
people-ui-blocked = Blokerede spillere
people-ui-unblock = Fjern blokering
