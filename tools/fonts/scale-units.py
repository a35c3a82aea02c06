"""Rescales a font's design grid (units per em), keeping its layout tables, and writes it as woff2.

    python3 tools/fonts/scale-units.py <in.woff2> <out.woff2> <units per em>

Called by tools/fonts/subset-sinhala.ts (decision 0114). Needs fontTools with Brotli
(`apt-get install python3-fonttools python3-brotli`, or `pip install fonttools brotli`).
"""

import sys

from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

source, target, units = sys.argv[1], sys.argv[2], int(sys.argv[3])
font = TTFont(source)
scale_upem(font, units)
font.flavor = "woff2"
font.save(target)
