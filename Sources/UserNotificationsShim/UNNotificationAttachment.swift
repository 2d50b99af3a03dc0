#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// The option key whose `String` value names the attachment's type (a UTI), overriding
  /// the one inferred from the file extension.
  ///
  /// Shim: the key's value is its own name; Apple's value is not documented.
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

  /// An image, sound or movie file shown with a notification (not on tvOS).
  ///
  /// ```swift
  /// let attachment = try UNNotificationAttachment(identifier: "cover", url: coverURL, options: nil)
  /// content.attachments = [attachment]
  /// ```
  ///
  /// Apple's limits: audio (AIFF, WAV, MP3, MPEG-4 audio) 5 MB, images (JPEG, GIF, PNG)
  /// 10 MB, movies (MPEG, MPEG-2, MPEG-4, AVI) 50 MB. Shim: the checks run when the
  /// attachment is created, with 1 MB = 1 000 000 bytes; the file is never moved or copied
  /// (Apple moves it into its data store when the request is scheduled); attachments
  /// compare equal by identifier, URL and type.
  public final class UNNotificationAttachment: NSObject, NSCopying {
    /// The attachment's identifier, generated when created with `""`.
    public let identifier: String
    /// The file's URL.
    public let url: URL
    /// The file's type identifier (UTI), for example `"public.png"`.
    public let type: String

    /// Creates an attachment for a local file.
    ///
    /// - Parameters:
    ///   - identifier: An identifier; `""` gets a generated one.
    ///   - url: A readable file URL.
    ///   - options: Options keyed by the `UNNotificationAttachmentOptions…Key` constants.
    /// - Throws: ``UNError`` ``UNError/Code/attachmentInvalidURL`` when the URL is not a
    ///   readable file, ``UNError/Code/attachmentUnrecognizedType`` when the type is not
    ///   supported, ``UNError/Code/attachmentInvalidFileSize`` when the file is too large.
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
