#!/bin/sh
# Runs a command as on a machine that also has a common desktop font set (ADR 0055, addendum):
#   scripts/with-extra-fonts.sh pnpm exec vitest run --project visual
# The font packages are never installed: their .deb files are unpacked into a private directory
# and a fontconfig file that adds them to the system's is handed to the command (and to the
# Chromium it starts) through FONTCONFIG_FILE. Other processes on the machine see no new font.
set -eu

dir=${JIYUN_EXTRA_FONTS_DIR:-${TMPDIR:-/tmp}/jiyun-extra-fonts}
packages='fonts-liberation fonts-noto-mono fonts-droid-fallback fonts-noto-cjk'

if [ ! -f "$dir/fonts.conf" ]; then
  mkdir -p "$dir/debs" "$dir/root" "$dir/cache"
  (cd "$dir/debs" && apt-get download $packages)
  for deb in "$dir"/debs/*.deb; do dpkg -x "$deb" "$dir/root"; done
  # fonts-noto-cjk's own configuration is linked from conf.d by an absolute path that only an
  # installed package has, so it is included from the unpacked tree.
  cat >"$dir/fonts.conf.new" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <dir>$dir/root/usr/share/fonts</dir>
  <dir>$dir/root/usr/share/fonts-droid-fallback</dir>
  <include ignore_missing="no">$dir/root/usr/share/fontconfig/conf.avail/70-fonts-noto-cjk.conf</include>
  <cachedir>$dir/cache</cachedir>
</fontconfig>
EOF
  mv "$dir/fonts.conf.new" "$dir/fonts.conf"
fi

export FONTCONFIG_FILE="$dir/fonts.conf"
# Refuse to run if the fonts are not seen: the run would prove nothing.
for family in 'Liberation Sans' 'Noto Sans Mono' 'Droid Sans Fallback' 'Noto Sans CJK SC'; do
  fc-list "$family" family | grep -q . || {
    echo "with-extra-fonts: fontconfig does not see $family (FONTCONFIG_FILE=$FONTCONFIG_FILE)" >&2
    exit 1
  }
done
exec "$@"
