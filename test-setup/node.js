process.env.TZ = process.env.TZ || 'UTC';
