package import Foundation

/// What iOS accepts as a notification attachment: a readable local file of a supported
/// type within its size limit (UserNotificationsBehaviour.md §8).
package enum AttachmentRule {
  /// One kind of attachment: its type identifier, file extensions and size limit in bytes.
  package struct Kind: Sendable, Equatable {
    package let typeIdentifier: String
    /// Lower-case.
    package let extensions: [String]
    package let maximumBytes: Int
  }

  package enum Problem: Sendable, Equatable, CustomStringConvertible {
    /// Not a file URL, or not a readable file.
    case unreadable(URL)
    /// Neither the type hint nor the extension names a supported kind.
    case unsupportedType(String)
    case tooLarge(bytes: Int, limit: Int)

    package var description: String {
      switch self {
      case .unreadable(let url): "\(url) is not a readable file"
      case .unsupportedType(let type): "\(type) is not a supported attachment type"
      case .tooLarge(let bytes, let limit): "\(bytes) bytes is over the \(limit)-byte limit"
      }
    }
  }

  private static let audio = 5_000_000
  private static let image = 10_000_000
  private static let movie = 50_000_000

  package static let kinds: [Kind] = [
    Kind(typeIdentifier: "public.aiff-audio", extensions: ["aif", "aiff"], maximumBytes: audio),
    Kind(typeIdentifier: "com.microsoft.waveform-audio", extensions: ["wav"], maximumBytes: audio),
    Kind(typeIdentifier: "public.mp3", extensions: ["mp3"], maximumBytes: audio),
    Kind(typeIdentifier: "public.mpeg-4-audio", extensions: ["m4a"], maximumBytes: audio),
    Kind(typeIdentifier: "public.jpeg", extensions: ["jpg", "jpeg"], maximumBytes: image),
    Kind(typeIdentifier: "com.compuserve.gif", extensions: ["gif"], maximumBytes: image),
    Kind(typeIdentifier: "public.png", extensions: ["png"], maximumBytes: image),
    Kind(typeIdentifier: "public.mpeg", extensions: ["mpg", "mpeg"], maximumBytes: movie),
    Kind(typeIdentifier: "public.mpeg-2-video", extensions: ["m2v"], maximumBytes: movie),
    Kind(typeIdentifier: "public.mpeg-4", extensions: ["mp4"], maximumBytes: movie),
    Kind(typeIdentifier: "public.avi", extensions: ["avi"], maximumBytes: movie),
  ]

  /// The kind a type hint names, or else the file's extension; `nil` if unsupported.
  package static func kind(of url: URL, typeHint: String?) -> Kind? {
    if let typeHint { return kinds.first { $0.typeIdentifier == typeHint } }
    let pathExtension = url.pathExtension.lowercased()
    return kinds.first { $0.extensions.contains(pathExtension) }
  }

  /// Why iOS would refuse the file at `url`, or `nil` if it would take it; the type comes from the
  /// hint or the extension, so a damaged file of a supported type passes here.
  package static func problem(url: URL, typeHint: String?) -> Problem? {
    var isDirectory: ObjCBool = false
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: url.path)
    else { return .unreadable(url) }
    guard let kind = kind(of: url, typeHint: typeHint) else {
      return .unsupportedType(
        typeHint ?? (url.pathExtension.isEmpty ? url.lastPathComponent : url.pathExtension))
    }
    let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    guard size <= kind.maximumBytes else { return .tooLarge(bytes: size, limit: kind.maximumBytes) }
    return nil
  }

  /// Moves an accepted attachment's file into the system's store (copies it if it is in the
  /// app bundle), as iOS does; returns its new location.
  package static func take(_ url: URL, into store: URL, bundle: URL?) throws -> URL {
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let destination = store.appendingPathComponent("\(UUID().uuidString)-\(url.lastPathComponent)")
    let inBundle =
      bundle.map { url.standardizedFileURL.path.hasPrefix($0.standardizedFileURL.path + "/") } ?? false
    if inBundle {
      try FileManager.default.copyItem(at: url, to: destination)
    } else {
      try FileManager.default.moveItem(at: url, to: destination)
    }
    return destination
  }
}
