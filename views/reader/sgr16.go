package reader

import (
	"strconv"
	"strings"

	"github.com/muesli/termenv"
)

// to16Colours rewrites the 256-colour SGR parameters of s (38;5;N and
// 48;5;N) to the 16-colour codes termenv would have chosen for them
// (termenv.ANSI.Convert). glamour converts every styled span separately
// when asked for the 16-colour profile, which costs 200 ms for a long
// lesson; rendering in 256 colours and converting the few distinct codes
// afterwards gives the same output at the 256-colour cost.
func to16Colours(s string) string {
	memo := map[int]int{}
	conv := func(n int) int {
		if k, ok := memo[n]; ok {
			return k
		}
		k := 7
		if c, ok := termenv.ANSI.Convert(termenv.ANSI256Color(n)).(termenv.ANSIColor); ok {
			k = int(c)
		}
		memo[n] = k
		return k
	}
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i+2:], 'm')
		if j < 0 || strings.Trim(s[i+2:i+2+j], "0123456789;") != "" {
			// Not an SGR sequence: copy its introducer and go on.
			b.WriteString(s[:i+2])
			s = s[i+2:]
			continue
		}
		b.WriteString(s[:i+2])
		params := strings.Split(s[i+2:i+2+j], ";")
		out := params[:0:0]
		for p := 0; p < len(params); p++ {
			if (params[p] == "38" || params[p] == "48") && p+2 < len(params) && params[p+1] == "5" {
				n, err := strconv.Atoi(params[p+2])
				if err == nil && n >= 0 && n < 256 {
					k := conv(n)
					base := 30
					if params[p] == "48" {
						base = 40
					}
					if k >= 8 {
						base += 60
						k -= 8
					}
					out = append(out, strconv.Itoa(base+k))
					p += 2
					continue
				}
			}
			out = append(out, params[p])
		}
		b.WriteString(strings.Join(out, ";"))
		b.WriteByte('m')
		s = s[i+3+j:]
	}
}
