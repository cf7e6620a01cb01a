#!/usr/bin/env bash
# 2026-11-29, session 9, call 4: the wave fit (kernels.WaveFit; past two
# waves, ping-pong on the narrowest 256×w tiles that take as many waves as
# 256×192, and under three waves tma-multicast only where its busiest
# cluster has fewer steps than that) and stayDuo, as built, against the
# build before them (bin/cutetui-old, de52f72), held out: twelve shapes
# drawn with seed 1143 (M, N 2048–12288 by 64, K 256–8192 by 64, rows of
# whole lines, past two waves; four each of 2–3, 3–8 and 8+ waves) and six
# with seed 1144 where the fit narrows the tiles by a tenth or more, all
# where the pick changes; the issue's two shapes it changes. Then auto
# verified, and the issue's shapes under five mappings.
. "$(dirname "$0")/env.sh"
verify_each tma-pingpong-256x184 auto
H=4224x6592x1792,2752x8832x6272,7680x5824x5184,5056x4672x640,7424x2304x4224,4928x10816x8192,4992x3392x2368,3392x2496x8192,10560x5696x1728,2240x3904x5504,2816x3264x5504,3328x2688x1600
H2=2752x3712x1984,2496x3904x1280,3840x2688x2496,2112x3008x5504,2176x4416x5568,2304x7296x4672,4096x4096x1024,3000x9000x2500
new_vs_old wh "$H"
new_vs_old wh2 "$H2"
issue_auto
pack
