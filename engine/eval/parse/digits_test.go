package parse

import (
	"strconv"
	"testing"
)

// checkParseDigits compares Digits(s, neg) with strconv.ParseInt of
// the text intLit gave it before: s, with a '-' in front for neg.
func checkParseDigits(t *testing.T, s string, neg bool) {
	t.Helper()
	text := s
	if neg {
		text = "-" + s
	}
	want, err := strconv.ParseInt(text, 10, 64)
	got, ok := Digits(s, neg)
	if ok != (err == nil) || ok && int64(got) != want {
		t.Errorf("Digits(%q, %v) = %d, %v; strconv.ParseInt(%q) = %d, %v", s, neg, got, ok, text, want, err)
	}
}

// TestParseDigits: parseDigits agrees with strconv.ParseInt around the
// ends of int64, on leading zeros, on a static integer's sign, and on
// texts the scanner never gives it (empty, a sign alone, two signs).
func TestParseDigits(t *testing.T) {
	for _, s := range []string{"0", "7", "007", "42", "-3", "-0", "", "-", "--1", "+1", "1_0", "12a",
		"9223372036854775807", "9223372036854775808", "9223372036854775809", "-9223372036854775808",
		"-9223372036854775809", "922337203685477580", "9223372036854775800", "18446744073709551615",
		"18446744073709551616", "99999999999999999999", "0000000000000000000009223372036854775807"} {
		checkParseDigits(t, s, false)
		checkParseDigits(t, s, true)
	}
}

// FuzzParseDigits: parseDigits agrees with strconv.ParseInt everywhere.
func FuzzParseDigits(f *testing.F) {
	for _, s := range []string{"0", "42", "-3", "9223372036854775807", "9223372036854775808", "-9223372036854775808"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, neg bool) { checkParseDigits(t, s, neg) })
}
