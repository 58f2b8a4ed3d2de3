#!/usr/bin/env python3
"""Writes Sources/Flipbook/Symbols/SymbolTable+Glyphs.swift: the SF Symbol names Flipbook draws,
each with the Material Icons glyph that stands in for it, and SymbolTable+Layers.swift: the
symbols drawn as several glyphs (COMPOSED, in the foreground colour; MULTICOLOR, in their own
colours under `.symbolRenderingMode(.multicolor)`), read from the code points Debian's
fonts-material-design-icons-iconfont ships. Run after changing MAPPING, COMPOSED or MULTICOLOR:

    python3 scripts/make-symbol-table.py

Names ending in .circle, .circle.fill, .square or .square.fill that are not listed are drawn by
Flipbook as an enclosure around the glyph of their stem (see SymbolTable.swift).
"""
import os
import re
import sys

CODEPOINTS = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
SYMBOLS = os.path.join(os.path.dirname(__file__), "..", "Sources", "Flipbook", "Symbols")
OUTPUT = os.path.join(SYMBOLS, "SymbolTable+Glyphs.swift")
LAYERS_OUTPUT = os.path.join(SYMBOLS, "SymbolTable+Layers.swift")

# SF Symbol name -> Material Icons name. Outline SF names map to Material's outline glyphs
# (…_border, …_outline, …_none) where the font has one, .fill names to the filled glyph.
MAPPING = """
heart favorite_border | heart.fill favorite | heart.slash heart_broken | heart.slash.fill heart_broken
star star_border | star.fill star | star.leadinghalf.filled star_half | star.slash star_border
gear settings | gearshape settings | gearshape.fill settings | gearshape.2 settings | gearshape.2.fill settings
person person_outline | person.fill person | person.2 people_outline | person.2.fill people
person.3 groups | person.3.fill groups | person.crop.circle.fill account_circle | person.circle.fill account_circle
person.crop.square.fill account_box | person.crop.square account_box | person.badge.plus person_add
person.badge.minus person_remove | person.crop.circle.badge.plus person_add | person.text.rectangle badge
plus add | minus remove | xmark close | multiply close | checkmark check | divide calculate | equal drag_handle
chevron.left arrow_back_ios_new | chevron.right arrow_forward_ios | chevron.up expand_less | chevron.down expand_more
chevron.backward arrow_back_ios_new | chevron.forward arrow_forward_ios
chevron.left.2 keyboard_double_arrow_left | chevron.right.2 keyboard_double_arrow_right
chevron.up.chevron.down unfold_more
arrow.left arrow_back | arrow.right arrow_forward | arrow.up arrow_upward | arrow.down arrow_downward
arrow.backward arrow_back | arrow.forward arrow_forward
arrow.up.right north_east | arrow.up.left north_west | arrow.down.right south_east | arrow.down.left south_west
arrow.clockwise refresh | arrow.counterclockwise replay | arrow.triangle.2.circlepath sync
arrow.2.squarepath repeat | arrow.up.arrow.down swap_vert | arrow.left.arrow.right swap_horiz
arrow.uturn.backward undo | arrow.uturn.forward redo | arrow.uturn.left undo | arrow.uturn.right redo
arrow.up.left.and.arrow.down.right open_in_full | arrow.down.right.and.arrow.up.left close_fullscreen
arrow.up.forward.app open_in_new | arrow.up.right.square open_in_new | arrow.up.doc upload_file
arrow.triangle.turn.up.right.diamond.fill directions | arrow.triangle.turn.up.right.diamond directions
list.bullet.rectangle list_alt | list.bullet.rectangle.fill list_alt | waterbottle.fill local_drink | waterbottle local_drink
arrow.down.doc download | arrow.down.to.line download | arrow.up.to.line upload
arrow.left.circle.fill arrow_circle_left | arrow.right.circle.fill arrow_circle_right
arrowshape.turn.up.left reply | arrowshape.turn.up.left.fill reply | arrowshape.turn.up.right forward
arrowshape.turn.up.right.fill forward | arrowshape.turn.up.left.2 reply_all
magnifyingglass search | plus.magnifyingglass zoom_in | minus.magnifyingglass zoom_out
house home | house.fill home | building.2 business | building.2.fill business | building.columns account_balance
building.columns.fill account_balance | building apartment
bell notifications_none | bell.fill notifications | bell.slash notifications_off | bell.slash.fill notifications_off
bell.badge notifications_active | bell.badge.fill notifications_active
trash delete_outline | trash.fill delete | trash.slash delete_forever | xmark.bin delete_forever
pencil edit | pencil.line edit | square.and.pencil edit_note | rectangle.and.pencil.and.ellipsis edit_note
highlighter highlight | scissors content_cut | paintbrush brush | paintbrush.fill brush | paintpalette palette
paintpalette.fill palette | eyedropper colorize
square.and.arrow.up ios_share | square.and.arrow.up.fill ios_share | square.and.arrow.down save_alt
square.and.arrow.down.fill save_alt | square.and.arrow.up.on.square ios_share
paperplane send | paperplane.fill send | location near_me | location.fill near_me | location.north navigation
cart shopping_cart | cart.fill shopping_cart | cart.badge.plus add_shopping_cart | bag shopping_bag | bag.fill shopping_bag
storefront storefront | storefront.fill storefront | backpack backpack | backpack.fill backpack
basket shopping_basket | basket.fill shopping_basket | creditcard credit_card | creditcard.fill credit_card
banknote payments | banknote.fill payments | dollarsign attach_money | dollarsign.circle.fill monetization_on
eurosign euro | giftcard card_giftcard | gift card_giftcard | gift.fill card_giftcard | tag sell | tag.fill sell
bookmark bookmark_border | bookmark.fill bookmark | bookmark.slash bookmark_remove
calendar calendar_today | calendar.badge.plus edit_calendar | calendar.badge.clock event_available
clock schedule | clock.fill access_time_filled | clock.arrow.circlepath history | alarm alarm | alarm.fill alarm
timer timer | stopwatch timer | stopwatch.fill timer | hourglass hourglass_empty | hourglass.bottomhalf.filled hourglass_bottom
info.circle info_outline | info.circle.fill info | questionmark question_mark
questionmark.circle help_outline | questionmark.circle.fill help | exclamationmark priority_high
exclamationmark.circle error_outline | exclamationmark.circle.fill error | exclamationmark.triangle warning_amber
exclamationmark.triangle.fill warning | exclamationmark.octagon report | exclamationmark.octagon.fill report
exclamationmark.shield gpp_maybe | exclamationmark.shield.fill gpp_maybe
checkmark.circle check_circle_outline | checkmark.circle.fill check_circle | checkmark.seal verified
checkmark.seal.fill verified | checkmark.shield verified_user | checkmark.shield.fill verified_user
checkmark.square.fill check_box | xmark.circle highlight_off | xmark.circle.fill cancel
xmark.square.fill disabled_by_default | xmark.octagon dangerous | xmark.octagon.fill dangerous
plus.circle add_circle_outline | plus.circle.fill add_circle | plus.square.fill add_box
minus.circle remove_circle_outline | minus.circle.fill remove_circle | minus.square.fill indeterminate_check_box
plus.rectangle.on.rectangle library_add | plus.app add_box | plus.app.fill add_box
play play_arrow | play.fill play_arrow | pause pause | pause.fill pause | stop stop | stop.fill stop
play.circle play_circle_outline | play.circle.fill play_circle | pause.circle pause_circle_outline
pause.circle.fill pause_circle | stop.circle stop_circle | stop.circle.fill stop_circle
play.rectangle smart_display | play.rectangle.fill smart_display
forward.fill fast_forward | backward.fill fast_rewind | forward fast_forward | backward fast_rewind
forward.end.fill skip_next | backward.end.fill skip_previous | forward.end skip_next | backward.end skip_previous
shuffle shuffle | repeat repeat | repeat.1 repeat_one | goforward forward_10 | gobackward replay_10
speaker.fill volume_mute | speaker.wave.1.fill volume_down | speaker.wave.2.fill volume_up
speaker.wave.3.fill volume_up | speaker.wave.2 volume_up | speaker.slash.fill volume_off | speaker.slash volume_off | speaker.minus volume_down | speaker.plus volume_up
music.note music_note | music.note.list queue_music | music.mic mic_external_on | headphones headphones
mic mic_none | mic.fill mic | mic.slash mic_off | mic.slash.fill mic_off
video videocam | video.fill videocam | video.slash videocam_off | video.slash.fill videocam_off
camera photo_camera | camera.fill photo_camera | camera.rotate flip_camera_ios | camera.viewfinder center_focus_strong
photo image | photo.fill image | photo.on.rectangle collections | photo.stack collections | film movie | film.fill movie
tv tv | tv.fill tv | display monitor | desktopcomputer desktop_mac | laptopcomputer laptop | iphone phone_iphone
ipad tablet_mac | applewatch watch | keyboard keyboard | printer print | printer.fill print
gamecontroller sports_esports | gamecontroller.fill sports_esports | cpu memory | server.rack dns
externaldrive storage | externaldrive.fill storage | qrcode qr_code | qrcode.viewfinder qr_code_scanner
barcode.viewfinder qr_code_scanner | faceid face | touchid fingerprint | wave.3.right contactless
globe public | globe.americas public | globe.europe.africa public | network lan | wifi wifi | wifi.slash wifi_off
antenna.radiowaves.left.and.right cell_tower | dot.radiowaves.left.and.right sensors | bolt bolt | bolt.fill bolt | bolt.slash flash_off
battery.100 battery_full | battery.0 battery_0_bar | power power_settings_new | powerplug power
sun.max wb_sunny | sun.max.fill wb_sunny | sun.min light_mode | sun.min.fill light_mode | moon dark_mode
moon.fill dark_mode | moon.stars nights_stay | moon.stars.fill nights_stay | moon.zzz bedtime | moon.zzz.fill bedtime
cloud cloud_queue | cloud.fill cloud | cloud.bolt thunderstorm | cloud.bolt.fill thunderstorm
cloud.sun filter_drama | cloud.sun.fill filter_drama | internaldrive storage | internaldrive.fill storage
icloud cloud_queue | icloud.fill cloud | icloud.and.arrow.up cloud_upload | icloud.and.arrow.down cloud_download
snowflake ac_unit | flame local_fire_department | flame.fill local_fire_department | drop water_drop
drop.fill water_drop | leaf eco | leaf.fill eco | thermometer thermostat | wind air | tornado tornado
umbrella umbrella | umbrella.fill umbrella | sparkles auto_awesome | wand.and.stars auto_fix_high
mountain.2 terrain | mountain.2.fill terrain | tree park | tree.fill park
mappin location_on | mappin.and.ellipse location_on | mappin.circle.fill location_on | map map | map.fill map
safari explore | safari.fill explore | scope my_location | location.circle my_location
car directions_car | car.fill directions_car | bus directions_bus | bus.fill directions_bus | tram tram | tram.fill tram
airplane flight | bicycle directions_bike | figure.walk directions_walk | figure.run directions_run
flag outlined_flag | flag.fill flag | flag.checkered sports_score | signpost.right signpost
lock lock_outline | lock.fill lock | lock.open lock_open | lock.open.fill lock_open | lock.shield security
lock.shield.fill security | key key | key.fill key | shield shield | shield.fill shield
eye visibility | eye.fill visibility | eye.slash visibility_off | eye.slash.fill visibility_off
hand.thumbsup thumb_up_off_alt | hand.thumbsup.fill thumb_up | hand.thumbsdown thumb_down_off_alt
hand.thumbsdown.fill thumb_down | hand.raised pan_tool | hand.raised.fill pan_tool | hand.wave waving_hand
hand.wave.fill waving_hand | hand.tap touch_app | hand.tap.fill touch_app | hands.clap celebration
envelope mail_outline | envelope.fill mail | envelope.open drafts | envelope.open.fill drafts | at alternate_email
phone phone | phone.fill phone | phone.down call_end | phone.down.fill call_end | phone.arrow.up.right call_made
message chat_bubble_outline | message.fill chat_bubble | bubble.left chat_bubble_outline | bubble.left.fill chat_bubble
bubble.right chat_bubble_outline | bubble.right.fill chat_bubble | bubble.left.and.bubble.right forum
bubble.left.and.bubble.right.fill forum | quote.bubble format_quote | text.bubble comment | ellipsis.bubble sms
doc insert_drive_file | doc.fill insert_drive_file | doc.text description | doc.text.fill description
doc.on.doc content_copy | doc.on.doc.fill content_copy | plus.square.on.square library_add | plus.square.fill.on.square.fill library_add | doc.on.clipboard content_paste | clipboard content_paste
list.clipboard assignment | shippingbox inventory_2 | shippingbox.fill inventory_2 | square.on.square content_copy | folder folder_open | folder.fill folder
folder.badge.plus create_new_folder | archivebox archive | archivebox.fill archive | tray inbox | tray.fill inbox
tray.full inbox | tray.and.arrow.down move_to_inbox | paperclip attach_file | link link | book book | book.fill book
book.closed book | books.vertical library_books | books.vertical.fill library_books | newspaper newspaper
newspaper.fill newspaper | note.text note | magazine auto_stories | text.book.closed menu_book
list.bullet format_list_bulleted | list.number format_list_numbered | list.dash format_list_bulleted
line.3.horizontal menu | line.horizontal.3 menu | line.3.horizontal.decrease filter_list
line.horizontal.3.decrease filter_list | slider.horizontal.3 tune | slider.vertical.3 tune
square.grid.2x2 grid_view | square.grid.2x2.fill grid_view | square.grid.3x3 apps | circle.grid.3x3 apps
rectangle.grid.2x2 dashboard | square.stack layers | square.stack.fill layers | rectangle.stack layers
rectangle.stack.fill layers | square.3.layers.3d layers | sidebar.left vertical_split
rectangle.portrait.and.arrow.right logout | rectangle.portrait.and.arrow.forward logout | ellipsis more_horiz
ellipsis.circle.fill pending | ellipsis.vertical more_vert | pin push_pin | pin.fill push_pin
textformat text_fields | textformat.size format_size | bold format_bold | italic format_italic
textformat.size.smaller text_decrease | textformat.size.larger text_increase | circle.lefthalf.filled contrast | aqi.medium air
underline format_underlined | strikethrough strikethrough_s | text.alignleft format_align_left
text.aligncenter format_align_center | text.alignright format_align_right | character.cursor.ibeam text_fields
number tag | percent percent | sum functions | function functions | plusminus exposure
x.squareroot calculate | chart.bar bar_chart | chart.bar.fill bar_chart | chart.pie pie_chart
chart.pie.fill pie_chart | chart.xyaxis.line show_chart | chart.line.uptrend.xyaxis trending_up
chart.line.downtrend.xyaxis trending_down | waveform graphic_eq | waveform.path.ecg monitor_heart
lightbulb lightbulb_outline | lightbulb.fill lightbulb | brain psychology | brain.head.profile psychology
face.smiling mood | face.smiling.fill mood | wrench build | wrench.fill build | wrench.and.screwdriver build
wrench.and.screwdriver.fill build | hammer handyman | hammer.fill handyman | ladybug bug_report
ladybug.fill bug_report | crown workspace_premium | crown.fill workspace_premium | trophy emoji_events
trophy.fill emoji_events | medal military_tech | medal.fill military_tech | rosette military_tech
graduationcap school | graduationcap.fill school | briefcase work_outline | briefcase.fill work
pawprint pets | pawprint.fill pets | cross.case medical_services | cross.case.fill medical_services
pills medication | pills.fill medication | bed.double bed | bed.double.fill bed | fork.knife restaurant
cup.and.saucer local_cafe | cup.and.saucer.fill local_cafe | wineglass wine_bar | wineglass.fill wine_bar
birthday.cake cake | birthday.cake.fill cake | soccerball sports_soccer | basketball sports_basketball
football sports_football | tennis.racket sports_tennis | dumbbell fitness_center | dumbbell.fill fitness_center
figure.strengthtraining.traditional fitness_center | sportscourt sports_tennis
circle radio_button_unchecked | circle.fill circle | circle.circle radio_button_checked
largecircle.fill.circle radio_button_checked | square check_box_outline_blank | square.fill square
triangle change_history | hexagon hexagon | diamond diamond | seal verified | app crop_square
book.closed.fill book | water.waves waves | sun.horizon wb_twilight | sun.horizon.fill wb_twilight
battery.75 battery_5_bar | battery.50 battery_3_bar | battery.25 battery_2_bar | checklist checklist
battery.100percent battery_full | battery.75percent battery_5_bar | battery.50percent battery_3_bar
battery.25percent battery_2_bar | battery.0percent battery_0_bar
cloud.sun.rain.fill cloudy_snowing | cloud.rain cloudy_snowing | cloud.rain.fill cloudy_snowing
envelope.badge mark_email_unread | envelope.badge.fill mark_email_unread | person.crop.circle account_circle
person.crop.circle.badge.exclamationmark account_circle | person.crop.circle.badge.questionmark account_circle
person.crop.circle.badge.xmark no_accounts
doc.text.image article | hurricane cyclone | circle.hexagongrid.fill hive | circle.dotted radio_button_unchecked
gobackward.5 replay_5 | gobackward.10 replay_10 | gobackward.15 replay | gobackward.30 replay_30 | goforward.5 forward_5
goforward.10 forward_10 | goforward.15 refresh | goforward.30 forward_30 | humidity water_drop | humidity.fill water_drop
figure.hiking hiking
cloud.drizzle cloudy_snowing | cloud.drizzle.fill cloudy_snowing | flashlight.off.fill flashlight_off
flashlight.on.fill flashlight_on | hare cruelty_free | hare.fill cruelty_free | tortoise pets | tortoise.fill pets
parkingsign local_parking | airpodspro earbuds
frying.pan soup_kitchen | frying.pan.fill soup_kitchen
cloud.snow cloudy_snowing | cloud.snow.fill cloudy_snowing | cloud.bolt.rain thunderstorm | cloud.bolt.rain.fill thunderstorm
quote.opening format_quote | list.bullet.rectangle.portrait list_alt | delete.left backspace | pencil.tip edit
chair.lounge.fill chair | lamp.desk.fill light | lamp.floor.fill light | takeoutbag.and.cup.and.straw.fill takeout_dining
"""

# Symbols drawn as several glyphs, one line each: NAME = LAYER + LAYER …, where a layer is
#   GLYPH [COLOUR] [at X Y SIDE] [above Y | below Y]
# GLYPH a Material name; COLOUR a SwiftUI colour name (yellow, white, blue…; none: the foreground
# colour); `at` the layer's square as fractions of the symbol's frame (default 0 0 1), where the
# glyph's 20-unit live area goes; `above`/`below` keeps only the part of the glyph above or below
# that height of the symbol's frame. Material's glyphs put the live area in 2…22 of their 24 units.

# Stand-ins for symbols no single Material glyph is close to, in the foreground colour.
COMPOSED = """
shoe.fill = ice_skating at 0.08 0.1025 1 above 0.8475
sunglasses.fill = circle at 0.02 0.3 0.42 + circle at 0.56 0.3 0.42 + horizontal_rule at 0.3 0.12 0.4
capsule.fill = circle at 0 0.25 0.5 + circle at 0.5 0.25 0.5 + square at 0.2222 0.2222 0.5556
"""
# (shoe.fill: the boot of ice_skating without its blade; sunglasses.fill: two round lenses under a
# bridge; capsule.fill: a stadium of two circles and the square between them.)

# `.symbolRenderingMode(.multicolor)`: the symbols with a multicolor variant and its colours. Apple
# documents one (exclamationmark.triangle.fill: a yellow triangle, a white mark); the others follow
# the multicolor previews of Apple's SF Symbols app (yellow suns and bolts, white clouds and snow,
# blue rain). Symbols not listed draw in the foreground colour, as iOS draws a symbol without a
# multicolor variant. cloudy_snowing's cloud is above 0.725 of the frame, its drops below; so is
# thunderstorm's cloud above its bolts (which stand in for cloud.bolt.rain.fill's drops too).
MULTICOLOR = """
sun.max = wb_sunny yellow
sun.max.fill = wb_sunny yellow
sun.min = light_mode yellow
sun.min.fill = light_mode yellow
cloud.sun.fill = wb_sunny yellow at 0.35 0 0.65 + cloud white at 0.07 0.22 0.8
cloud.rain.fill = cloudy_snowing white above 0.725 + cloudy_snowing blue below 0.725
cloud.drizzle.fill = cloudy_snowing white above 0.725 + cloudy_snowing blue below 0.725
cloud.snow.fill = cloudy_snowing white
cloud.bolt.fill = thunderstorm white above 0.725 + thunderstorm yellow below 0.725
cloud.bolt.rain.fill = thunderstorm white above 0.725 + thunderstorm yellow below 0.725
exclamationmark.triangle.fill = square white at 0.3 0.3 0.4 + warning yellow
"""

def layers(table, material, colored):
    """The Swift entries of a layers table: `"NAME": [SymbolLayer(…), …],` lines, sorted."""
    entries = []
    for line in table.strip().splitlines():
        name, _, spec = (part.strip() for part in line.partition("="))
        drawn, glyphs = [], []
        for layer in spec.split("+"):
            words = layer.split()
            glyph = words.pop(0)
            if glyph not in material:
                sys.exit(f"{glyph} (for {name}) is not in {CODEPOINTS}")
            arguments = [f"0x{material[glyph]:04X}"]
            if words and words[0] not in ("at", "above", "below"):
                if not colored:
                    sys.exit(f"{name}: a composed stand-in draws in the foreground colour, not {words[0]}")
                arguments.append(f"color: .{words.pop(0)}")
            if words[:1] == ["at"]:
                x, y, side = (float(word) for word in words[1:4])
                arguments.append(f"x: {x:g}, y: {y:g}, side: {side:g}")
                words = words[4:]
            if words[:1] in (["above"], ["below"]):
                arguments.append(f"part: .{words[0]}({float(words[1]):g})")
                words = words[2:]
            if words:
                sys.exit(f"{name}: cannot read {' '.join(words)!r}")
            drawn.append(f"SymbolLayer({', '.join(arguments)})")
            glyphs.append(glyph)
        entries.append((name, drawn, glyphs))
    names = [entry[0] for entry in entries]
    if len(set(names)) != len(names):
        sys.exit(f"listed twice: {', '.join(sorted({n for n in names if names.count(n) > 1}))}")
    return [f'        "{name}": [{", ".join(drawn)}], // {" + ".join(glyphs)}' for name, drawn, glyphs in sorted(entries)]


def main():
    material = {}
    for line in open(CODEPOINTS, encoding="utf-8"):
        found = re.match(r'\s*"([a-z0-9_]+)": ([0-9a-f]+),', line)
        if found:
            material[found.group(1)] = int(found.group(2), 16)
    pairs = []
    for entry in MAPPING.replace("\n", "|").split("|"):
        if not entry.strip():
            continue
        sf, name = entry.split()
        if name not in material:
            sys.exit(f"{name} (for {sf}) is not in {CODEPOINTS}")
        pairs.append((sf, name))
    names = [sf for sf, _ in pairs]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        sys.exit(f"listed twice: {', '.join(duplicates)}")
    lines = [
        "// Generated by scripts/make-symbol-table.py from the code points of Debian's",
        "// fonts-material-design-icons-iconfont; edit the mapping there, not this file.",
        "",
        "extension SymbolTable {",
        f"    /// {len(pairs)} SF Symbol names and the Material Icons code point drawn for each (its Material name after it).",
        "    static let glyphs: [String: UInt32] = [",
    ]
    for sf, name in sorted(pairs):
        lines.append(f'        "{sf}": 0x{material[name]:04X}, // {name}')
    lines += ["    ]", "}", ""]
    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write("\n".join(lines))
    print(f"{len(pairs)} symbols → {os.path.normpath(OUTPUT)}")
    composed = layers(COMPOSED, material, colored=False)
    multicolor = layers(MULTICOLOR, material, colored=True)
    clash = {n for n in names} & {line.split('"')[1] for line in composed}
    if clash:
        sys.exit(f"composed and mapped to a glyph: {', '.join(sorted(clash))}")
    lines = [
        "// Generated by scripts/make-symbol-table.py from the code points of Debian's",
        "// fonts-material-design-icons-iconfont; edit the tables there, not this file.",
        "",
        "extension SymbolTable {",
        f"    /// {len(composed)} SF Symbol names drawn as several glyphs in the foreground colour.",
        "    static let composed: [String: [SymbolLayer]] = [",
        *composed,
        "    ]",
        "",
        f"    /// {len(multicolor)} SF Symbol names and the layers of their multicolor variant (a layer without",
        "    /// a colour is in the foreground colour).",
        "    static let multicolor: [String: [SymbolLayer]] = [",
        *multicolor,
        "    ]",
        "}",
        "",
    ]
    with open(LAYERS_OUTPUT, "w", encoding="utf-8") as output:
        output.write("\n".join(lines))
    print(f"{len(composed)} composed, {len(multicolor)} multicolor symbols → {os.path.normpath(LAYERS_OUTPUT)}")

main()
