import NiceNotifications
import Foundation

/// What iOS accepts as a notification attachment, as "UNNotificationAttachment" (Apple's documentation) lists
/// it: a readable local file of a supported type, within its size limit — audio (AIFF, WAV, MP3, MPEG-4
/// audio) 5 MB, images (JPEG, GIF, PNG) 10 MB, movies (MPEG, MPEG-2, MPEG-4, AVI) 50 MB.
///
/// The simulator refuses an add with an attachment iOS would refuse (the attachment's initializer throws
/// there, before the request exists).
enum AttachmentRules {
  private static let audio = 5_000_000
  private static let image = 10_000_000
  private static let movie = 50_000_000

  /// File extensions and type identifiers, with their size limits.
  private static let kinds: [(extensions: [String], type: String, limit: Int)] = [
    (["aif", "aiff"], "public.aiff-audio", audio), (["wav"], "com.microsoft.waveform-audio", audio),
    (["mp3"], "public.mp3", audio), (["m4a"], "public.mpeg-4-audio", audio),
    (["jpg", "jpeg"], "public.jpeg", image), (["gif"], "com.compuserve.gif", image),
    (["png"], "public.png", image),
    (["mpg", "mpeg"], "public.mpeg", movie), (["m2v"], "public.mpeg-2-video", movie),
    (["mp4"], "public.mpeg-4", movie), (["avi"], "public.avi", movie),
  ]

  /// Why iOS would refuse `attachment`, or `nil` if it would take it.
  static func problem(with attachment: NotificationAttachment) -> String? {
    let url = attachment.url
    guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
      return "\(url) is not a readable file"
    }
    let kind =
      attachment.options.typeHint.map { hint in kinds.first { $0.type == hint } }
      ?? kinds.first { $0.extensions.contains(url.pathExtension.lowercased()) }
    guard let kind else { return "\(url.lastPathComponent) is not a supported attachment type" }
    let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    guard size <= kind.limit else { return "\(size) bytes is over the \(kind.limit)-byte limit" }
    return nil
  }
}
