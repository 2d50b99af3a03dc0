#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// The option key whose `String` value names the attachment's type (a UTI), overriding the extension.
  public let UNNotificationAttachmentOptionsTypeHintKey: String = "UNNotificationAttachmentOptionsTypeHintKey"
  /// The option key whose `Bool` value hides the attachment's thumbnail (unused by the shim).
  public let UNNotificationAttachmentOptionsThumbnailHiddenKey: String =
    "UNNotificationAttachmentOptionsThumbnailHiddenKey"
  /// The option key whose value is the thumbnail's clipping rectangle (unused by the shim).
  public let UNNotificationAttachmentOptionsThumbnailClippingRectKey: String =
    "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
  /// The option key whose value is the movie frame used as the thumbnail (unused by the shim).
  public let UNNotificationAttachmentOptionsThumbnailTimeKey: String =
    "UNNotificationAttachmentOptionsThumbnailTimeKey"

  /// An image, sound or movie file shown with a notification.
  ///
  /// Limits: audio 5 MB, images 10 MB, movies 50 MB (1 MB = 1 000 000 bytes).
  public final class UNNotificationAttachment: NSObject, NSCopying {
    /// The attachment's identifier, generated when created with `""`.
    public let identifier: String
    /// The file's URL.
    public let url: URL
    /// The file's type identifier (UTI), for example `"public.png"`.
    public let type: String

    /// Creates an attachment for a local file; an identifier of `""` gets a generated one.
    public convenience init(identifier: String, url fileURL: URL, options: [AnyHashable: Any]? = nil) throws {
      let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
      switch AttachmentRule.problem(url: fileURL, typeHint: hint) {
      case .unreadable(let url)?:
        throw UNError.make(.attachmentInvalidURL, "not a readable file URL: \(url)")
      case .unsupportedType(let type)?:
        throw UNError.make(.attachmentUnrecognizedType, "unsupported attachment type: \(type)")
      case .tooLarge(let bytes, let limit)?:
        throw UNError.make(.attachmentInvalidFileSize, "\(bytes) bytes is over the \(limit)-byte limit")
      case nil:
        break
      }
      let kind = AttachmentRule.kind(of: fileURL, typeHint: hint)
      self.init(
        identifier: identifier.isEmpty ? UUID().uuidString : identifier, url: fileURL,
        type: kind?.typeIdentifier ?? "")
    }

    /// The same attachment with its file at `url`: where the system's store keeps it.
    func stored(at url: URL) -> UNNotificationAttachment {
      UNNotificationAttachment(identifier: identifier, url: url, type: type)
    }

    private init(identifier: String, url: URL, type: String) {
      self.identifier = identifier
      self.url = url
      self.type = type
      super.init()
    }

    /// Unavailable: an attachment needs a file.
    @available(*, unavailable, message: "Use init(identifier:url:options:)")
    public override convenience init() {
      self.init(identifier: "", url: URL(fileURLWithPath: "/"), type: "")
    }

    /// Returns the attachment itself: attachments never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is an attachment with the same identifier, URL and type.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationAttachment else { return false }
      return identifier == other.identifier && url == other.url && type == other.type
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }
  }
#endif
