#!/usr/bin/env bash
# Fails (exit 1) when a layer of hlokit includes a layer above it, printing
# each offending `file: include`. The layers, bottom-up:
#
#   Support < Dialect < Conversion, Analysis, Interpreter, Transforms
#     < Autodiff < InitAll < API < CAPI, python, tools
#
# Each area is both include/hlokit/<Area> and lib/<Area> (InitAll is
# include/hlokit/InitAll.h and lib/InitAll.cpp). Of the middle layers only
# Conversion uses another one: the vhlo conversion legalizes chlo ops with
# the Transforms pass first. CAPI, python and tools may include anything.
# Only `hlokit/...` and `hlokit-c/...` includes are checked.
set -u

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

declare -A allowed=(
  [Support]="Support"
  [Dialect]="Support Dialect"
  [Conversion]="Support Dialect Transforms Conversion"
  [Analysis]="Support Dialect Analysis"
  [Interpreter]="Support Dialect Interpreter"
  [Transforms]="Support Dialect Transforms"
  [Autodiff]="Support Dialect Conversion Analysis Transforms Autodiff"
  [InitAll]="Support Dialect Conversion Analysis Transforms Autodiff InitAll"
  [API]="Support Dialect Conversion Analysis Interpreter Transforms Autodiff
         InitAll API"
)

# The sources of `area`, relative to the root.
sources_of() {
  if [[ $1 == InitAll ]]; then
    echo include/hlokit/InitAll.h lib/InitAll.cpp
  else
    echo "include/hlokit/$1" "lib/$1"
  fi
}

# The area an included path (`hlokit/Dialect/...`, `hlokit/InitAll.h`,
# `hlokit-c/...`) belongs to.
area_of_include() {
  case $1 in
  hlokit-c/*) echo CAPI ;;
  hlokit/InitAll.h) echo InitAll ;;
  *)
    local rest=${1#hlokit/}
    echo "${rest%%/*}"
    ;;
  esac
}

cd "$root" || exit 2
status=0
for area in "${!allowed[@]}"; do
  paths=()
  for path in $(sources_of "$area"); do
    [[ -e $path ]] && paths+=("$path")
  done
  ((${#paths[@]})) || continue
  while IFS= read -r match; do
    file=${match%%:*}
    included=${match#*[\"<]}
    target=$(area_of_include "$included")
    if [[ " ${allowed[$area]//$'\n'/ } " != *" $target "* ]]; then
      echo "$file: $included"
      status=1
    fi
  done < <(grep -rHoE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]hlokit(-c)?/[^">]+' \
    "${paths[@]}")
done

if ((status)); then
  echo "check_layers.sh: the includes above go up a layer" >&2
fi
exit $status
