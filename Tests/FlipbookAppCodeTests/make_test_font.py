# Writes Fonts/FlipbookTestSerif-Regular.ttf and Fonts/FlipbookTestSerif-Bold.ttf, the app fonts the
# custom-font tests load: DejaVu Serif and DejaVu Serif Bold (Debian's fonts-dejavu-core) cut to
# printable ASCII, without hinting, renamed to the family FlipbookTestSerif. Run from this folder
# with fontTools (`pip install fonttools`).
#
# DejaVu's fonts are under the Bitstream Vera licence (with DejaVu's changes in the public domain):
# modified copies may be distributed if renamed to names without "Bitstream", "Vera" or "DejaVu",
# which these are. https://dejavu-fonts.github.io/License.html
from fontTools import subset
from fontTools.ttLib import TTFont

FAMILY = "FlipbookTestSerif"
for source, style in [("DejaVuSerif", "Regular"), ("DejaVuSerif-Bold", "Bold")]:
    font = TTFont(f"/usr/share/fonts/truetype/dejavu/{source}.ttf", recalcTimestamp=False)
    options = subset.Options()
    options.hinting = False
    options.name_IDs = []
    options.layout_features = ["kern", "liga"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    names = font["name"]
    names.names = []
    for name_id, value in [(0, "Derived from DejaVu Serif (Bitstream Vera licence), renamed for Flipbook's tests"),
                           (1, FAMILY), (2, style), (3, f"{FAMILY}-{style}"), (4, f"{FAMILY} {style}"),
                           (5, "Version 1.0"), (6, f"{FAMILY}-{style}")]:
        names.setName(value, name_id, 3, 1, 0x409)
    font.save(f"Fonts/{FAMILY}-{style}.ttf")
