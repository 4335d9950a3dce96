// `import UIKit` on Linux: Autocell's UIKit layer under UIKit's name.
@_exported import AutocellUIKit
