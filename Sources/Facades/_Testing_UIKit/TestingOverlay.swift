// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`): a file that
// imports both Testing and UIKit makes the compiler look for it. On Apple platforms it comes
// with Xcode; on Linux this empty module stands in, so that test files written for iOS
// (`import Testing` and `import UIKit`) compile against Autocell's UIKit.
