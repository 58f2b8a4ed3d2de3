#!/usr/bin/env bash
# Installs the Debian packages Flipbook builds and renders with (as root, idempotent, quiet):
# cairo, pango, libpng, libjpeg-turbo (TurboJPEG), giflib, ISA-L (igzip) and zlib headers, the pinned font files (Inter, Noto
# Sans CJK, DejaVu, Noto Color Emoji, and Material Icons for the SF Symbols stand-in), GNU time
# (the CLI tests read peak memory with it) and chromium (CI opens the HTML report in it).
set -euo pipefail
packages=(libcairo2-dev libpango1.0-dev libpng-dev libturbojpeg0-dev libgif-dev libisal-dev zlib1g-dev pkg-config
          fonts-inter fonts-noto-cjk fonts-dejavu-core fonts-noto-color-emoji fonts-material-design-icons-iconfont time
          chromium)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
