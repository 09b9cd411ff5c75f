; The Windows installer of Canasta Tutor (Inno Setup 6), made from the one-folder app that
; packaging/build_bundle.py builds on Windows (build\bundle\app\canasta-tutor):
;
;     iscc /DAppVersion=0.1.0 packaging\windows\canasta-tutor.iss    ->  build\bundle\canasta-tutor-setup-0.1.0.exe
;
; It installs for the current user without administrator rights (or for all users, if chosen), adds the
; Start-menu entry for the windowed program, registers position files and shows its pages in English,
; German or French. Windows picks a file's type by its last extension, so a position file
; (NAME.canasta.json) is a .json file there: the installer offers the app under "Open with" for .json
; files and leaves the default program of .json files as it is.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z canasta-tutor.iss
#endif
#define AppName "Canasta Tutor"
#define AppFolder "..\..\build\bundle\app\canasta-tutor"
#define WindowedExe "canasta-tutor-gui.exe"
#define ProgId "CanastaTutor.Position"

[Setup]
; the id ties upgrades and the uninstaller to this app: never change it
AppId={{5B0E0C6E-3D2A-4F4B-9C1E-6A7C2B8D9E41}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Canasta Tutor contributors
AppPublisherURL=https://github.com/canasta-tutor/canasta-tutor
AppSupportURL=https://github.com/canasta-tutor/canasta-tutor/issues
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile=..\..\LICENSE
SetupIconFile={#AppFolder}\_internal\canasta-tutor.ico
UninstallDisplayIcon={app}\{#WindowedExe}
OutputDir=..\..\build\bundle
OutputBaseFilename=canasta-tutor-setup-{#AppVersion}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
english.PositionFile=Canasta position
german.PositionFile=Canasta-Stellung
french.PositionFile=Position de canasta

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#AppFolder}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#WindowedExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#WindowedExe}"; Tasks: desktopicon

[Registry]
; the position file type: its name, icon and how it opens
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:PositionFile}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#WindowedExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#WindowedExe}"" ""%1"""
; offered under "Open with" for .json files (a position file's last extension)
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
; the app among the programs Windows lists for .json files
Root: HKA; Subkey: "Software\Classes\Applications\{#WindowedExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#WindowedExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"

[Run]
Filename: "{app}\{#WindowedExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
