import {
  type Editor,
  EditorContent,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
  useEditor,
  useEditorState,
} from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Table as TableIcon,
  Undo2,
} from "lucide-react";
import { useId, useRef, useState } from "react";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { isAllowedArticleLink } from "~/utils/article-link";
import { cn } from "~/utils/cn";
import { uploadFailure } from "../article-image-field";
import { articleExtensions, Figure, type FigureAttributes } from "./extensions";
import { type ChosenImage, InsertImageDialog } from "./insert-image-dialog";

/** A figure in the editor: the image, and fields for its alt text and caption. */
function FigureView({ node, updateAttributes, selected }: ReactNodeViewProps) {
  const id = useId();
  const { src, alt, caption } = node.attrs as FigureAttributes;
  return (
    <NodeViewWrapper
      as="figure"
      className={cn(
        "my-6 rounded-md border border-ink-900/10 p-3",
        selected && "ring-2 ring-gold-500",
      )}
      data-drag-handle
    >
      <img src={src} alt={alt} className="max-h-80 w-auto rounded-sm" />
      <div contentEditable={false} className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <label htmlFor={`${id}-alt`} className="flex flex-col gap-1">
          <span className="font-medium text-ink-800">Alt text</span>
          <Input
            id={`${id}-alt`}
            value={alt}
            placeholder="What the image shows"
            onChange={(event) => updateAttributes({ alt: event.currentTarget.value })}
          />
        </label>
        <label htmlFor={`${id}-caption`} className="flex flex-col gap-1">
          <span className="font-medium text-ink-800">Caption</span>
          <Input
            id={`${id}-caption`}
            value={caption}
            placeholder="Optional"
            onChange={(event) => updateAttributes({ caption: event.currentTarget.value })}
          />
        </label>
      </div>
    </NodeViewWrapper>
  );
}

const EditableFigure = Figure.extend({
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
});

function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-sm text-ink-700 hover:bg-ink-900/5 disabled:opacity-40 aria-pressed:bg-ink-900 aria-pressed:text-ivory-50"
    >
      {children}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(editor.getAttributes("link").href ?? "");
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const target = href.trim();
    if (!target) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onDone();
      return;
    }
    if (!isAllowedArticleLink(target)) {
      setError("Use an http(s) or mailto address, or a path of this site.");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    onDone();
  }
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-ink-900/10 p-2">
      <label htmlFor={id} className="sr-only">
        Link address
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Input
          id={id}
          autoFocus
          value={href}
          placeholder="https://… or mailto:… or /page"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              // Closes only this field; the article keeps every change.
              event.preventDefault();
              event.stopPropagation();
              onDone();
            }
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        Apply link
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Close
      </Button>
    </div>
  );
}

async function uploadImage(file: File): Promise<string | null> {
  const body = new FormData();
  body.set("file", file);
  try {
    const response = await fetch("/api/article-images", { method: "POST", body });
    const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
    if (response.ok && result.url) return result.url;
    notify.error("Upload Failed", uploadFailure(response.status, result.error));
  } catch {
    notify.error("Upload Failed", "Failed to upload image. Please try again.");
  }
  return null;
}

function Toolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [choosingImage, setChoosingImage] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      code: current.isActive("code"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      codeBlock: current.isActive("codeBlock"),
      inTable: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  async function insertImage(file: File) {
    setUploading(true);
    const url = await uploadImage(file);
    setUploading(false);
    if (url)
      chain()
        .insertContent({ type: "figure", attrs: { src: url, alt: "" } })
        .run();
  }

  function insertFromLibrary({ src, alt, width, height }: ChosenImage) {
    chain().insertContent({ type: "figure", attrs: { src, alt, width, height } }).run();
  }

  return (
    <div className="sticky top-0 z-10 rounded-t-md border-b border-ink-900/10 bg-ivory-50">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 p-1">
        <ToolbarButton
          label="Heading 2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Heading 3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Heading 4"
          active={state.h4}
          onClick={() => chain().toggleHeading({ level: 4 }).run()}
        >
          <Heading4 className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Inline code"
          active={state.code}
          onClick={() => chain().toggleCode().run()}
        >
          <Code className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Link"
          active={state.link || linking}
          onClick={() => setLinking((open) => !open)}
        >
          <Link2 className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Bulleted list"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Quote"
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Code block"
          active={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          <SquareCode className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton label="Divider" onClick={() => chain().setHorizontalRule().run()}>
          <Minus className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label={uploading ? "Uploading image…" : "Image"}
          disabled={uploading}
          onClick={() => setChoosingImage(true)}
        >
          <ImagePlus className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton
          label="Table"
          active={state.inTable}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <TableIcon className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 className="size-4" aria-hidden />
        </ToolbarButton>
        <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 className="size-4" aria-hidden />
        </ToolbarButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload an image into the article"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void insertImage(file);
          }}
        />
      </div>
      {state.inTable ? (
        <div className="flex flex-wrap gap-1 border-t border-ink-900/10 p-1 text-xs">
          {(
            [
              ["Add row", () => chain().addRowAfter().run()],
              ["Add column", () => chain().addColumnAfter().run()],
              ["Delete row", () => chain().deleteRow().run()],
              ["Delete column", () => chain().deleteColumn().run()],
              ["Delete table", () => chain().deleteTable().run()],
            ] as const
          ).map(([label, run]) => (
            <Button key={label} type="button" size="sm" variant="ghost" onClick={run}>
              {label}
            </Button>
          ))}
        </div>
      ) : null}
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      <InsertImageDialog
        open={choosingImage}
        onOpenChange={setChoosingImage}
        onUpload={() => fileInput.current?.click()}
        onChoose={insertFromLibrary}
      />
    </div>
  );
}

/** The editor's HTML, with an empty document as "" rather than an empty paragraph. */
export function editorHtml(editor: Editor) {
  return editor.isEmpty ? "" : editor.getHTML();
}

/**
 * The article body editor. `onChange` receives the HTML the server stores (see
 * articleExtensions); `onReady` the HTML of the content as the editor opened it, so a caller
 * can tell real edits from the editor's normalizing.
 */
export default function RichTextEditor({
  id,
  defaultValue,
  labelledBy,
  describedBy,
  invalid,
  onChange,
  onReady,
}: {
  id: string;
  defaultValue: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string) => void;
  onReady: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: articleExtensions({ figureView: EditableFigure }),
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-article min-h-80 px-4 py-2 focus:outline-none",
      },
    },
    onCreate: ({ editor: created }) => onReady(editorHtml(created)),
    onUpdate: ({ editor: updated }) => onChange(editorHtml(updated)),
  });

  return (
    <div className="rounded-md border border-input bg-white focus-within:ring-2 focus-within:ring-ring">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
