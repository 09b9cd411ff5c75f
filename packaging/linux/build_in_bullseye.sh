#!/bin/sh
# The Linux bundle for the distributions people have: build it inside a Debian 11 (bullseye) root, whose glibc
# (2.31) is the newest the bundle may then need (Debian 11, Ubuntu 20.04 and every later release start it).
#
#     sh packaging/linux/build_in_bullseye.sh [ROOT]     # as root; ROOT defaults to /var/tmp/canasta-bullseye
#
# 1. debootstrap makes the root from Debian's packages, with a compiler and the libraries Qt loads;
# 2. Python 3.11 is built there from Debian's own python3.11 source package (bullseye ships 3.9);
# 3. packaging/build_bundle.py runs there on a copy of this checkout: wheel, PyInstaller, smoke test;
# 4. packaging/check_glibc.py reads the newest glibc every file of the bundle asks for (at most 2.31).
# The bundle ends in build/bundle/app/canasta-tutor/ of this checkout. Running it again reuses ROOT.
# CI does the same in a python:3.11-bullseye container (.github/workflows/release.yml).
set -eu

ROOT=${1:-/var/tmp/canasta-bullseye}
CHECKOUT=$(cd "$(dirname "$0")/../.." && pwd)
PYTHON=/opt/python3.11/bin/python3.11
# a compiler and Python's build needs; what Qt's libraries and its X11/Wayland plugins load (bundled from here,
# so from glibc 2.31); fonts for the smoke test's screenshots
PACKAGES=ca-certificates,build-essential,pkg-config,xz-utils,binutils,libssl-dev,libffi-dev,zlib1g-dev,\
libbz2-dev,liblzma-dev,libsqlite3-dev,uuid-dev,libglib2.0-0,libfontconfig1,libfreetype6,libgl1,libegl1,\
libopengl0,libdbus-1-3,libxkbcommon0,libxkbcommon-x11-0,libx11-xcb1,libxcb-cursor0,libxcb-icccm4,libxcb-image0,\
libxcb-keysyms1,libxcb-randr0,libxcb-render-util0,libxcb-shape0,libxcb-xinerama0,libxcb-xkb1,libxcb-glx0,\
libwayland-client0,libwayland-cursor0,libwayland-egl1,fonts-dejavu-core

if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    debootstrap --variant=minbase --include="$PACKAGES" bullseye "$ROOT"
fi
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
# the certificate authorities this machine adds to the system's (a company proxy's), trusted in the root too
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
    chroot "$ROOT" update-ca-certificates >/dev/null
fi
for folder in proc dev; do
    mountpoint -q "$ROOT/$folder" || mount --bind "/$folder" "$ROOT/$folder"
done
trap 'umount "$ROOT/proc" "$ROOT/dev"' EXIT

# pip trusts the system's certificate authorities (above), not only those it carries
in_root() {
    chroot "$ROOT" /usr/bin/env -i HOME=/root PATH=/opt/python3.11/bin:/usr/bin:/bin LANG=C.UTF-8 \
        PIP_CERT=/etc/ssl/certs/ca-certificates.crt PIP_DISABLE_PIP_VERSION_CHECK=1 sh -euc "$1"
}

if [ ! -x "$ROOT$PYTHON" ]; then
    # the source of the python3.11 package of Debian 12, fetched through the root's own package mirror
    sed -n 's/^deb \([^ ]*\) .*/deb-src \1 bookworm main/p' "$ROOT/etc/apt/sources.list" | head -1 \
        >"$ROOT/etc/apt/sources.list.d/python-source.list"
    in_root 'apt-get update -q && mkdir -p /usr/src/python && cd /usr/src/python \
        && apt-get source -q --download-only python3.11 && tar xf python3.11_*.orig.tar.* \
        && cd Python-3.11* && ./configure -q --prefix=/opt/python3.11 --enable-shared \
            LDFLAGS=-Wl,-rpath,/opt/python3.11/lib \
        && make -s -j"$(nproc)" && make -s install'
    in_root "$PYTHON -m pip install -q --upgrade pip build"
fi

# a copy of the checkout as git has it (no build folders, no virtual environments)
rm -rf "$ROOT/src/canasta-tutor"
mkdir -p "$ROOT/src/canasta-tutor"
(cd "$CHECKOUT" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar cf - ) \
    | tar xf - -C "$ROOT/src/canasta-tutor"
in_root "cd /src/canasta-tutor && $PYTHON packaging/build_bundle.py"

rm -rf "$CHECKOUT/build/bundle/app"
mkdir -p "$CHECKOUT/build/bundle"
cp -a "$ROOT/src/canasta-tutor/build/bundle/app" "$CHECKOUT/build/bundle/app"
python3 "$CHECKOUT/packaging/check_glibc.py" "$CHECKOUT/build/bundle/app/canasta-tutor"
