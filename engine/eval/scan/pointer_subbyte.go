package scan

import "strings"

// scanSubptr reports where a printed sub-byte pointer ends, src[k:] being
// what follows its "subptr[": DIGITSb](ADDR.BIT), ADDR being 0xHEX,
// (nil), 0x… or 0x... (cute::print of a subbyte_iterator: the byte
// address and the bit index in it).
func scanSubptr(src string, k int) (end int, ok bool) {
	d := k
	for k < len(src) && IsDigit(src[k]) {
		k++
	}
	if k == d || !strings.HasPrefix(src[k:], "b](") {
		return 0, false
	}
	k += len("b](")
	switch {
	case strings.HasPrefix(src[k:], "(nil)"):
		k += len("(nil)")
	case strings.HasPrefix(src[k:], "0x…"):
		k += len("0x…")
	case strings.HasPrefix(src[k:], "0x..."):
		k += len("0x...")
	case strings.HasPrefix(src[k:], "0x"):
		h := k + 2
		for h < len(src) && isHex(src[h]) {
			h++
		}
		if h == k+2 {
			return 0, false
		}
		k = h
	default:
		return 0, false
	}
	if k >= len(src) || src[k] != '.' {
		return 0, false
	}
	b := k + 1
	for k = b; k < len(src) && IsDigit(src[k]); k++ {
	}
	if k == b || k >= len(src) || src[k] != ')' {
		return 0, false
	}
	return k + 1, true
}
