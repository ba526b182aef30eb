import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/bytes';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useUploadProfilePhoto } from '../api/set-profile-photo';
import { checkPhotoFiles, MAX_PHOTO_BYTES } from '../utils/photo-rules';

/**
 * Choose one image, see it, then upload it with an explicit button (the upload never
 * starts by itself, spec section 5). The checks run before anything leaves the browser;
 * the server checks the content again.
 */
export function ProfilePhotoUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadProfilePhoto();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Called once per file with the whole batch: judge the batch on its first file.
  const beforeUpload = (chosen: RcFile, batch: RcFile[]) => {
    if (chosen === batch[0]) {
      const message = checkPhotoFiles(batch);
      setProblem(message);
      if (!message) {
        setFile(chosen);
        setProgress(0);
        upload.reset();
      }
    }
    return Upload.LIST_IGNORE;
  };

  const start = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          toast({ title: 'Profile photo updated!', description: 'Your profile photo has been successfully updated.' });
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: 'Upload failed', description: 'Failed to update your profile photo. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  // A refusal the server explained (e.g. not really an image) is worth showing as well.
  const serverProblem = upload.error instanceof ApiError && upload.error.status >= 400 && upload.error.status < 500 && upload.error.status !== 401 ? upload.error.serverMessage : null;

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        multiple
        accept={{ format: 'image/*', filter: 'native' }}
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={upload.isPending}
        style={{ padding: '8px 12px' }}
        aria-label="Choose a profile photo"
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 8 }}>
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text" style={{ fontSize: 14 }}>
          Click or drag an image here
        </p>
        <p className="ant-upload-hint" style={{ fontSize: 12 }}>
          One image file, up to {formatBytes(MAX_PHOTO_BYTES)}
        </p>
      </Upload.Dragger>

      {problem && <Alert type="error" showIcon title={problem} role="alert" />}

      {file && (
        <Flex align="center" gap={12} style={{ padding: 8, border: '1px solid #f0f0f0', borderRadius: 8 }}>
          {preview && <img src={preview} alt="Selected photo preview" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }} />}
          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text ellipsis={{ tooltip: file.name }}>{file.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatBytes(file.size)}
            </Typography.Text>
          </Flex>
          {!upload.isPending && (
            <Button size="small" type="text" onClick={() => setFile(null)} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          )}
        </Flex>
      )}

      {upload.isPending && (
        <div aria-live="polite">
          <Progress percent={progress} status="active" aria-label="Upload progress" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {progress < 100 ? `Uploading… ${progress}%` : 'Saving your photo…'}
          </Typography.Text>
        </div>
      )}

      {serverProblem && !upload.isPending && <Alert type="error" showIcon title={serverProblem} />}

      <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} disabled={!file} loading={upload.isPending} onClick={start}>
        Upload Photo
      </Button>
    </Flex>
  );
}
