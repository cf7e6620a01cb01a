# zsh -f complete.zsh DIR LINE WANT [LINE WANT]...: in an interactive zsh
# under zpty, with DIR in fpath and compinit run, types each LINE and a
# tab, and waits until the screen shows WANT; prints "ok LINE" for each.
zmodload zsh/zpty
dir=$1; shift
zpty z 'zsh -f -i'
zpty -w z "PS1='> '; fpath=($dir \$fpath); autoload -U compinit; compinit -u -D; setopt nobeep"
while (( $# >= 2 )); do
  zpty -w -n z "$1"$'\t'
  zpty -r z got "*$2*" || exit 1
  print -r -- "ok $1"
  zpty -w -n z $'\C-u'
  shift 2
done
zpty -d z
