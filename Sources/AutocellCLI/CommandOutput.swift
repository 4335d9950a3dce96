import Foundation

/// Where commands write: results to standard output, problems to standard error.
enum CommandOutput {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The short reason in a file error, without Foundation's boilerplate.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not valid UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
