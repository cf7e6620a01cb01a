#!/usr/bin/env bash
# 2026-11-29, session 13, call 7: kernels.Candidates with each family at
# MxN and at NxM swapped, up to 8 (cuBLAS's tiles at six short launches
# among them): the new kinds verified by name, auto's candidates at every
# verify shape, then auto tuned (--tune 5) against the rules alone
# (--tune 0), in turn twice, at session 12's thirty random shapes (seed
# 1212), call 2's thirty (seed 1313), thirty drawn after this change (seed
# 1414, the same recipe) and the issue's shapes.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-64x120-8s-t tma-multicast-192x256-1x2-t tma-multicast-128x400-1x2 tma-multicast-192x192-1x2-t tma-multicast-128x128-1x2-t
timeout 300 "$BIN" bench --verify --kernel auto >"$LOG/verify-auto.txt" 2>&1; echo "verify auto: exit $?, $(grep -c '  ok' "$LOG/verify-auto.txt") ok; $(tail -1 "$LOG/verify-auto.txt")"
R30=7912x1448x848,2072x6720x2168,3336x1600x1504,10576x608x1368,1712x8944x2640,14992x776x3960,600x1648x1696,4168x600x416,2960x920x2288,3000x544x1328,3240x952x936,5360x8776x2872,15592x5232x360,1976x1064x1304,3656x3000x13696,616x1760x13424,552x1136x11208,6648x8616x1840,552x7024x3104,5352x560x480,752x10824x480,3952x1560x1520,6712x11272x16264,1888x3784x1384,11464x9584x8632,8120x10448x5912,920x2320x376,9704x4024x1912,1040x9256x480,576x3216x2200
H30=10728x10864x1480,5168x14304x1176,9184x13152x2648,12920x888x13272,2624x8800x10064,1240x1776x1768,1480x872x10584,2992x2936x568,1456x1224x12632,11768x8672x1072,2664x8256x1752,4424x5256x664,10832x3496x8128,2272x15904x14400,648x2400x4704,2488x1208x2632,3192x536x1248,3400x2472x664,13784x3816x6704,2616x2384x688,832x10200x288,10112x1736x3632,1936x1920x3024,1008x3992x13816,856x14112x448,1632x1488x1504,2000x4720x9040,8328x872x272,3424x4600x3328,12024x3128x15760
G30=9536x5224x376,680x6792x672,6992x11552x1088,632x1840x7088,5288x1264x264,4392x1464x1176,800x14784x8752,3392x2128x4552,7672x568x280,6856x984x1152,4736x640x9144,520x608x11488,11744x992x5384,4256x696x344,9968x2832x320,888x1392x912,1824x1344x512,7640x528x576,4168x1400x704,10696x952x3264,1528x1096x11952,2688x2568x944,816x4360x792,1632x2656x9368,6024x1984x5040,3936x9448x5952,1112x1936x1008,1880x1352x6624,3904x816x3656,1304x10696x616
for set in g30 r30 h30 issue; do
	case $set in r30) S=$R30 ;; h30) S=$H30 ;; g30) S=$G30 ;; issue) S=$ISSUE ;; esac
	for r in 1 2; do
		for t in 5 0; do
			t0=$(date +%s)
			timeout 200 "$BIN" bench --kernel auto --tune $t --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 \
				--json-out "$LOG/$set-tune$t-r$r.json" >"$LOG/$set-tune$t-r$r.txt" 2>&1 || echo "$set tune $t r$r: exit $?"
			echo "$set tune $t r$r: $(( $(date +%s) - t0 )) s"
		done
	done
done
pack
